import { media } from '../../../styles/theme.ts';
import { MAP_HEIGHT, MAP_HEIGHT_SM } from './mapSizes.ts';

/** The map's height (mapSizes.ts) for makeStyles. */
export const mapHeight = { height: `${MAP_HEIGHT}px`, [media.sm]: { height: `${MAP_HEIGHT_SM}px` } } as const;
