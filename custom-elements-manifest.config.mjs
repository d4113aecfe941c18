// Custom elements manifest: `npm run manifest` (or `npm run build`) writes dist/custom-elements.json.
import { posix } from 'node:path';

/**
 * Our element classes are made by a function (reactElement wraps a React component with r2wc), so
 * the analyzer sees `export const XElement = reactElement(...)` as a plain variable and
 * `defineElement('x-tag', XElement)` as an ordinary call. This plugin turns a variable whose JSDoc
 * has @tag into a custom-element class (@summary @attr @fires @csspart @cssprop, each optionally
 * with a {type}), and a defineElement call into a custom-element-definition export.
 */
function reactElementsPlugin() {
  return {
    name: 'cashflow-elements: r2wc elements',
    analyzePhase({ ts, node, moduleDoc }) {
      if (ts.isVariableStatement(node)) documentElement(ts, node, moduleDoc);
      else if (ts.isCallExpression(node)) documentDefinition(ts, node, moduleDoc);
    },
  };
}

const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

/** "{type} name - description" → { type, name, description }; type and the dash are optional. */
function parseTagText(text) {
  const match = /^(?:\{([^}]*)\}\s*)?(\S+)(?:\s+-)?\s*([\s\S]*)$/.exec(oneLine(text));
  if (!match) return undefined;
  const [, type, name, description] = match;
  return { type, name, description };
}

function documentElement(ts, node, moduleDoc) {
  const jsDoc = node.jsDoc?.at(-1);
  const tags = jsDoc?.tags ?? [];
  const textOf = (tag) => ts.getTextOfJSDocComment(tag.comment) ?? '';
  const tagName = tags.find((tag) => tag.tagName.text === 'tag');
  if (!tagName) return;

  for (const declaration of node.declarationList.declarations) {
    const name = declaration.name.getText();
    const element = {
      kind: 'class',
      name,
      tagName: textOf(tagName).trim(),
      customElement: true,
      superclass: { name: 'HTMLElement', package: 'global:' },
      attributes: [],
      members: [],
      events: [],
      cssParts: [],
      cssProperties: [],
      slots: [],
    };
    const description = ts.getTextOfJSDocComment(jsDoc.comment);
    if (description) element.description = oneLine(description);

    for (const tag of tags) {
      const text = textOf(tag);
      const parsed = parseTagText(text);
      switch (tag.tagName.text) {
        case 'summary':
          element.summary = oneLine(text);
          break;
        case 'attr':
        case 'attribute': {
          // r2wc passes every attribute on as a string property of the same name in camelCase.
          const fieldName = camelCase(parsed.name);
          const type = { text: parsed.type ?? 'string' };
          element.attributes.push({ name: parsed.name, type, description: parsed.description, fieldName });
          element.members.push({
            kind: 'field',
            name: fieldName,
            type: { text: `${type.text} | undefined` },
            description: parsed.description,
            attribute: parsed.name,
          });
          break;
        }
        case 'fires':
        case 'event':
          element.events.push({
            name: parsed.name,
            type: { text: parsed.type ?? 'CustomEvent' },
            description: parsed.description,
          });
          break;
        case 'csspart':
        case 'part':
          element.cssParts.push({ name: parsed.name, description: parsed.description });
          break;
        case 'cssprop':
        case 'cssproperty': {
          const property = { name: parsed.name, description: parsed.description };
          const fallback = /\bDefault (#[0-9a-f]{3,8}|\d+(?:\.\d+)?px)\.?$/i.exec(parsed.description);
          if (fallback) property.default = fallback[1];
          element.cssProperties.push(property);
          break;
        }
        case 'slot':
          element.slots.push({ name: parsed.name, description: parsed.description });
          break;
      }
    }

    const index = moduleDoc.declarations.findIndex((existing) => existing.name === name);
    if (index === -1) moduleDoc.declarations.push(element);
    else moduleDoc.declarations[index] = element;
  }
}

/** defineElement('x-tag', XElement), with XElement imported from a sibling module. */
function documentDefinition(ts, node, moduleDoc) {
  const [tagArgument, classArgument] = node.arguments;
  if (
    !ts.isIdentifier(node.expression) ||
    node.expression.text !== 'defineElement' ||
    !tagArgument ||
    !ts.isStringLiteral(tagArgument) ||
    !classArgument ||
    !ts.isIdentifier(classArgument)
  ) {
    return;
  }
  const className = classArgument.text;
  let module = moduleDoc.path;
  for (const statement of node.getSourceFile().statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (
      bindings &&
      ts.isNamedImports(bindings) &&
      bindings.elements.some((element) => element.name.text === className)
    ) {
      module = `${posix.join(posix.dirname(moduleDoc.path), statement.moduleSpecifier.text)}.ts`;
    }
  }
  moduleDoc.exports.push({
    kind: 'custom-element-definition',
    name: tagArgument.text,
    declaration: { name: className, module },
  });
}

export default {
  globs: ['src/components/*/*.element.ts', 'src/components/*/define.ts'],
  outdir: 'dist',
  // package.json names the manifest itself ("customElements"); the analyzer must not rewrite it.
  packagejson: false,
  plugins: [reactElementsPlugin()],
};
