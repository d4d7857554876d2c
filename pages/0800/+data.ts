// https://vike.dev/data — same loader as every product page.
export { data } from '../empresas/+data.ts'
