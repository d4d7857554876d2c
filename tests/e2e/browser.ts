import { CHROMIUM_FLAGS } from '../../lib/browser/chromium.ts'

export { CHROMIUM_PATH } from '../../lib/browser/chromium.ts'

export const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, '--disable-quic']
