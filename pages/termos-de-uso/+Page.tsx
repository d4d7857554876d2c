export { default } from '../politica-cookies/+Page.tsx'
