/** An item is highlighted when the path equals its route or starts with it followed by a slash (spec section 2). */
export function isActivePath(currentPath: string, route: string): boolean {
  return currentPath === route || currentPath.startsWith(`${route}/`);
}
