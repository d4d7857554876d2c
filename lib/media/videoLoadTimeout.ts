/** A video host that neither answers nor fails: after this long the intro video counts as failed. */
export const VIDEO_LOAD_TIMEOUT_MS = 15_000
