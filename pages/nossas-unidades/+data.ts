// https://vike.dev/data — same loader as /fale-conosco.
export { data } from '../fale-conosco/+data.ts'
