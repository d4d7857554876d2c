export { default } from '../fale-conosco/+Page.tsx'
