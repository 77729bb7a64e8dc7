export { depositSlippage, setDepositSlippage } from './settings';
