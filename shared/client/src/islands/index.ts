export { ISLANDS_LOADER, islandsLoaderTag } from './islands-loader';
export { beaconFile, STATISTICS_BEACON } from './beacon';
