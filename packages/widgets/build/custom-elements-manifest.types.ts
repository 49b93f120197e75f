// The shape of custom-elements.json: the part of the Custom Elements Manifest schema 1.0.0
// (https://github.com/webcomponents/custom-elements-manifest) the widgets fill.

/** What a described entry may carry. */
export type Described = { description?: string; default?: string };

/** An attribute of an element, in the manifest's shape. */
export interface ManifestAttribute extends Described {
  name: string;
  fieldName: string;
  type: { text: string };
}

/** An event of an element, in the manifest's shape. */
export interface ManifestEvent {
  name: string;
  type: { text: string };
  description?: string;
}

/** One element's class declaration, in the manifest's shape. */
export interface ManifestElement {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  description?: string;
  superclass: { name: 'HTMLElement'; package: 'global:' };
  attributes: ManifestAttribute[];
  members: (Described & { kind: 'field'; name: string; type: { text: string }; attribute?: string })[];
  events: ManifestEvent[];
  cssProperties: (Described & { name: string })[];
}

/** The whole manifest (what `custom-elements.json` holds). */
export interface CustomElementsManifest {
  schemaVersion: '1.0.0';
  readme: string;
  modules: {
    kind: 'javascript-module';
    path: string;
    description: string;
    declarations: ManifestElement[];
    exports: (
      | { kind: 'js'; name: string; declaration: { name: string; module: string } }
      | { kind: 'custom-element-definition'; name: string; declaration: { name: string; module: string } }
    )[];
  }[];
}
