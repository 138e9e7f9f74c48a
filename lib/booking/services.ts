/** spec §6: only public services are listed, except a service named pos. */
export function listedServices<T extends { name: string; is_public: number }>(services: T[]): T[] {
  return services.filter((s) => s.is_public === 1 || s.name.trim().toLowerCase() === 'pos');
}
