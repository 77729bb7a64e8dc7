export { TokenLogo } from './TokenLogo';
