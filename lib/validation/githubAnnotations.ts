import * as core from '@actions/core'
import type { DataError } from './types.ts'

/** Whether this runs as a GitHub Actions step, where an annotation lands on the file's line in the pull request. */
export const onGitHubActions = (env: NodeJS.ProcessEnv = process.env) => env.GITHUB_ACTIONS === 'true'

/** Prints each error as a workflow annotation (`::error file=...,line=...::message`), the field as its title. */
export function annotateOnGitHub(errors: readonly DataError[]): void {
  for (const error of errors)
    core.error(error.message, { title: error.path, file: error.file, startLine: error.line, startColumn: error.col })
}
