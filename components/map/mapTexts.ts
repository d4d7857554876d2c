// The maps' texts (data/interface.yaml, `mapa`), built at build time into the code of the pages
// that have a map, not into every page's layout data.
import texts from 'virtual:map-texts'

export const mapTexts = texts
