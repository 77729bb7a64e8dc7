export { BookGroupingSelect } from './BookGroupingSelect';
export { ChartArea } from './ChartArea';
