export { default } from '../index/+Page.tsx'
