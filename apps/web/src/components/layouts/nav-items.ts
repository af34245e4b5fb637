/** An item is highlighted when the path equals its route or starts with it followed by a slash (the spec's top navigation). */
export function isActivePath(currentPath: string, route: string): boolean {
  return currentPath === route || currentPath.startsWith(`${route}/`);
}
