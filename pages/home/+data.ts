// https://vike.dev/data — an alternative home page: same data as /, canonical /.
export { data } from '../index/+data.ts'
