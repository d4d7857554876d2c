export { default } from '../empresas/+Page.tsx'
