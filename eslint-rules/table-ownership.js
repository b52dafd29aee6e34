import path from 'node:path';

/**
 * Table ownership (docs/ARCHITECTURE.md): a file of `modules/<m>/` imports from `db/schema` only
 * tables that `db/schema/owners.ts` gives to `<m>`. Another module's table is read through its
 * owner's service or read model (`modules/<owner>/<owner>.read-model.ts`), never imported. A
 * namespace import (`* as schema`) or `export *` of the schema would hide which tables a file
 * uses, so a module may not make one.
 *
 * Options: `{ owners: { [table]: module }, schemaDir, modulesDir }` (absolute directories).
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'A module imports only its own tables from db/schema (db/schema/owners.ts).' },
    schema: [
      {
        type: 'object',
        properties: {
          owners: { type: 'object', additionalProperties: { type: 'string' } },
          schemaDir: { type: 'string' },
          modulesDir: { type: 'string' },
        },
        required: ['owners', 'schemaDir', 'modulesDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      notOwner:
        "modules/{{module}} may not import the table `{{table}}`: it is {{owner}}'s (db/schema/owners.ts). " +
        "Read it through {{owner}}'s service or read model (modules/{{owner}}/{{owner}}.read-model.ts).",
      wholeSchema:
        'modules/{{module}} may not import db/schema as a whole: import its own tables by name (db/schema/owners.ts).',
    },
  },
  create(context) {
    const { owners, schemaDir, modulesDir } = context.options[0];
    const file = context.filename;
    const relative = path.relative(modulesDir, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return {};
    const module = relative.split(path.sep)[0];

    /** Whether an import source names db/schema (its index or one of its files). */
    const isSchema = (source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return false;
      const target = path.resolve(path.dirname(file), source).replace(/\.(ts|js)$/, '');
      return (
        target === schemaDir ||
        target === path.join(schemaDir, 'index') ||
        (path.dirname(target) === schemaDir && path.basename(target) !== 'owners')
      );
    };

    const checkName = (node, table) => {
      if (!Object.hasOwn(owners, table)) return; // a type or a constant, not a table
      const owner = owners[table];
      if (owner !== module) context.report({ node, messageId: 'notOwner', data: { module, table, owner } });
    };

    return {
      ImportDeclaration(node) {
        if (!isSchema(node.source.value)) return;
        for (const spec of node.specifiers) {
          if (spec.type === 'ImportSpecifier') {
            checkName(spec, spec.imported.type === 'Identifier' ? spec.imported.name : spec.imported.value);
          } else {
            context.report({ node: spec, messageId: 'wholeSchema', data: { module } });
          }
        }
      },
      ExportNamedDeclaration(node) {
        if (!node.source || !isSchema(node.source.value)) return;
        for (const spec of node.specifiers) {
          checkName(spec, spec.local.type === 'Identifier' ? spec.local.name : spec.local.value);
        }
      },
      ExportAllDeclaration(node) {
        if (isSchema(node.source.value)) context.report({ node, messageId: 'wholeSchema', data: { module } });
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && isSchema(node.source.value))
          context.report({ node, messageId: 'wholeSchema', data: { module } });
      },
    };
  },
};
