/**
 * Build-time configuration of the lead form (README, "Environment variables"). These values
 * are public: they end up in the JavaScript bundle.
 */
export const leadConfig = {
  webhookUrl: (import.meta.env.VITE_LEAD_WEBHOOK_URL as string | undefined) ?? '',
  webhookToken: (import.meta.env.VITE_LEAD_WEBHOOK_TOKEN as string | undefined) ?? '',
  turnstileSiteKey: (import.meta.env.VITE_TURNSTILE_SITE_KEY as string | undefined) ?? '',
}

export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js'
