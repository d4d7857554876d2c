// https://vike.dev/data — the path names the document in data/legal/.
export { data } from '../politica-cookies/+data.ts'
