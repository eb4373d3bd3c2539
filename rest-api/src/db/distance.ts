// Great-circle distance in SQL (haversine; least() keeps rounding from leaving asin's domain), in km.
import { sql, type SQL } from 'drizzle-orm';

/**
 * A coordinate to the nearest billionth of a degree (about 0.1 mm): one closer to 0 than that (4.4e-323) would make
 * PostgreSQL's trigonometry underflow, which is an error, not a distance.
 */
const nanodegrees = (degrees: number) => Math.round(degrees * 1e9) / 1e9 || 0;

/** The distance from the point to the row whose columns are `latitude` and `longitude`. */
export function distanceKmSql(latitude: SQL, longitude: SQL, at: { latitude: number; longitude: number }): SQL<number> {
  const lat0 = sql`${nanodegrees(at.latitude)}::double precision`;
  const lng0 = sql`${nanodegrees(at.longitude)}::double precision`;
  const dLat = sql`radians(${latitude} - ${lat0})`;
  const dLng = sql`radians(${longitude} - ${lng0})`;
  return sql<number>`(12742 * asin(least(1, sqrt(power(sin(${dLat} / 2), 2) + cos(radians(${lat0})) * cos(radians(${latitude})) * power(sin(${dLng} / 2), 2)))))`;
}
