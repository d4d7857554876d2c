import type { Rule } from 'eslint'

export declare const maxCommentLines: Rule.RuleModule
export declare function textLines(comments: readonly { value: string }[]): number
