/** '{title} | {site name}', unless the title already carries its own '|'. */
export function formatPageTitle(title: string, siteName: string): string {
  return title.includes('|') ? title : `${title} | ${siteName}`
}
