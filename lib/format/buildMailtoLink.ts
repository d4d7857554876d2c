/** `mailto:` link with a properly encoded subject (and optional body). */
export function buildMailtoLink(email: string, subject?: string, body?: string): string {
  const params = [
    subject ? `subject=${encodeURIComponent(subject)}` : '',
    body ? `body=${encodeURIComponent(body)}` : '',
  ].filter(Boolean)
  return `mailto:${email}${params.length > 0 ? `?${params.join('&')}` : ''}`
}
