/** In the browser, the router renders the error page only for a navigation whose page data or code failed to arrive. */
export function isFailedNavigation(pageContext: {
  isClientSide: boolean
  isHydration?: boolean
  is404?: boolean | null
}): boolean {
  return pageContext.isClientSide && !pageContext.isHydration && pageContext.is404 === false
}
