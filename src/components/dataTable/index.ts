export { DataTable } from './DataTable';
export { dataColumnHelper, type DataColumns } from './columns';
export { useListView } from './useListView';
