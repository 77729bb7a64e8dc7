export { encodeCsv, parseCsv } from './csv';
