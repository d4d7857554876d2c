// https://vike.dev/pageContext#typescript
declare global {
  namespace Vike {
    interface PageContext {
      /**
       * A blog post's rendered body (pages/blog/@id/+onBeforeRender.ts). Server only: it is
       * not passed to the client, so it is always undefined in the browser.
       */
      postBodyHtml?: string
      /** The page's whole SEO head (renderer/splitSeoHead.ts). Server only, like postBodyHtml. */
      seoHead?: import('../lib/seo/buildPageSeo.ts').PageSeo
      /**
       * The page's own head for a client-side navigation: only in the prerendered
       * pageContext.json (lib/build/attachNavigationHead.ts), never in the page's HTML.
       */
      navigationHead?: import('../lib/seo/navigationHead.ts').NavigationHeadElement[]
    }
    interface GlobalContext {
      /** The paths of each parameterized route (renderer/+onCreateGlobalContext.ts), which its route function matches. */
      routePaths: import('../lib/routes/buildRoutePaths.ts').RoutePaths
    }
  }
}

export {}
