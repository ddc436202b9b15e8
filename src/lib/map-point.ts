// Spec §5: map coordinates are applied only if longitude is within -180..180, latitude within
// -74..74 and zoom within 3..19. Shared by forms, pages and the server's rules.
export function isMapPoint(point: { lng: number; lat: number; zoom?: number }): boolean {
  const { lng, lat, zoom = 15 } = point;
  return Number.isFinite(lng) && Number.isFinite(lat) && lng >= -180 && lng <= 180 && lat >= -74 && lat <= 74 && Number.isFinite(zoom) && zoom >= 3 && zoom <= 19;
}
