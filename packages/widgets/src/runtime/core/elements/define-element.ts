/**
 * Registers a custom element once. Defining the same tag again (the script tag and an npm import on one
 * page, or a bundle loaded twice) warns instead of throwing, and the first definition stays in charge.
 * @returns `true` when this call defined the element.
 */
export function defineElement(
  tag: string,
  elementClass: CustomElementConstructor,
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): boolean {
  if (!registry) return false;
  const existing = registry.get(tag);
  if (existing) {
    if (existing !== elementClass) {
      console.warn(
        `Facturo: <${tag}> is already defined by another copy of the Facturo widgets on this page; the first one stays. Load facturo.js or import '@facturo/widgets/elements' once.`,
      );
    }
    return false;
  }
  registry.define(tag, elementClass);
  return true;
}
