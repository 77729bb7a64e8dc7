// The modals register themselves with the modal host when this folder loads.
import './TradeOrderModal';

export { PositionsTab } from './PositionsTab';
export { usePositionsWatch } from './usePositionsWatch';
