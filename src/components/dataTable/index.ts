export { DataTable, type DataTableProps } from './DataTable';
export { dataColumnHelper, dataTableFeatures, type DataColumnMeta, type DataColumns, type DataTableFeatures } from './columns';
export { useListView, type ListViewControls } from './useListView';
