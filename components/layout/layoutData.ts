// What every page's top bar, header and footer show (data/site.yaml, footer.yaml,
// interface.yaml...), built at build time into the site's JavaScript: one cached copy for the
// whole site rather than a copy in every page's HTML and every navigation's pageContext.json.
import layout from 'virtual:layout-data'

export const layoutData = layout
