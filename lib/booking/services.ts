/** spec §6: only public services are listed, except a service named pos. */
export function listedServices<T extends { name: { en: string }; isPublic: boolean }>(services: T[]): T[] {
  return services.filter((s) => s.isPublic || s.name.en.trim().toLowerCase() === 'pos');
}
