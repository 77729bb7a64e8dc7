export { csvField, encodeCsv, parseCsv } from './csv';
