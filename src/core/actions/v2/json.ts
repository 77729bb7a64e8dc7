/** The ABI JSON readers of the v2 codecs, under the names they use: the shared ones (../json). */
export {
  readAsset as readAssetJson,
  readExtendedAsset as readExtendedAssetJson,
  readExtendedSymbol as readExtendedSymbolJson,
  readName,
  readObject,
  readUint32 as readUint32Json,
  readUint64 as readUint64Json,
} from '../json';
