// The part of @typescript-eslint/utils the rules use, owned here so that loading the plugin never loads
// @typescript-eslint/utils (whose required peers, eslint and typescript, npm would install for every user
// of the runtime kit). Types still come from @typescript-eslint/utils, as type-only imports (a devDependency).
import type { AST_NODE_TYPES as NodeTypes, ParserServices, ParserServicesWithTypeInformation, TSESLint as Lint } from '@typescript-eslint/utils';

export type { ParserServices, ParserServicesWithTypeInformation, TSESTree } from '@typescript-eslint/utils';

type NodeType = `${NodeTypes}`;

const nodeTypeNames = [
  'AccessorProperty', 'ArrayExpression', 'ArrayPattern', 'ArrowFunctionExpression', 'AssignmentExpression', 'AssignmentPattern',
  'AwaitExpression', 'BinaryExpression', 'BlockStatement', 'BreakStatement', 'CallExpression', 'CatchClause', 'ChainExpression',
  'ClassBody', 'ClassDeclaration', 'ClassExpression', 'ConditionalExpression', 'ContinueStatement', 'DebuggerStatement',
  'Decorator', 'DoWhileStatement', 'EmptyStatement', 'ExportAllDeclaration', 'ExportDefaultDeclaration',
  'ExportNamedDeclaration', 'ExportSpecifier', 'ExpressionStatement', 'ForInStatement', 'ForOfStatement', 'ForStatement',
  'FunctionDeclaration', 'FunctionExpression', 'Identifier', 'IfStatement', 'ImportAttribute', 'ImportDeclaration',
  'ImportDefaultSpecifier', 'ImportExpression', 'ImportNamespaceSpecifier', 'ImportSpecifier', 'JSXAttribute',
  'JSXClosingElement', 'JSXClosingFragment', 'JSXElement', 'JSXEmptyExpression', 'JSXExpressionContainer', 'JSXFragment',
  'JSXIdentifier', 'JSXMemberExpression', 'JSXNamespacedName', 'JSXOpeningElement', 'JSXOpeningFragment', 'JSXSpreadAttribute',
  'JSXSpreadChild', 'JSXText', 'LabeledStatement', 'Literal', 'LogicalExpression', 'MemberExpression', 'MetaProperty',
  'MethodDefinition', 'NewExpression', 'ObjectExpression', 'ObjectPattern', 'PrivateIdentifier', 'Program', 'Property',
  'PropertyDefinition', 'RestElement', 'ReturnStatement', 'SequenceExpression', 'SpreadElement', 'StaticBlock', 'Super',
  'SwitchCase', 'SwitchStatement', 'TSAbstractAccessorProperty', 'TSAbstractKeyword', 'TSAbstractMethodDefinition',
  'TSAbstractPropertyDefinition', 'TSAnyKeyword', 'TSArrayType', 'TSAsExpression', 'TSAsyncKeyword', 'TSBigIntKeyword',
  'TSBooleanKeyword', 'TSCallSignatureDeclaration', 'TSClassImplements', 'TSConditionalType', 'TSConstructSignatureDeclaration',
  'TSConstructorType', 'TSDeclareFunction', 'TSDeclareKeyword', 'TSEmptyBodyFunctionExpression', 'TSEnumBody',
  'TSEnumDeclaration', 'TSEnumMember', 'TSExportAssignment', 'TSExportKeyword', 'TSExternalModuleReference', 'TSFunctionType',
  'TSImportEqualsDeclaration', 'TSImportType', 'TSIndexSignature', 'TSIndexedAccessType', 'TSInferType',
  'TSInstantiationExpression', 'TSInterfaceBody', 'TSInterfaceDeclaration', 'TSInterfaceHeritage', 'TSIntersectionType',
  'TSIntrinsicKeyword', 'TSLiteralType', 'TSMappedType', 'TSMethodSignature', 'TSModuleBlock', 'TSModuleDeclaration',
  'TSNamedTupleMember', 'TSNamespaceExportDeclaration', 'TSNeverKeyword', 'TSNonNullExpression', 'TSNullKeyword',
  'TSNumberKeyword', 'TSObjectKeyword', 'TSOptionalType', 'TSParameterProperty', 'TSPrivateKeyword', 'TSPropertySignature',
  'TSProtectedKeyword', 'TSPublicKeyword', 'TSQualifiedName', 'TSReadonlyKeyword', 'TSRestType', 'TSSatisfiesExpression',
  'TSStaticKeyword', 'TSStringKeyword', 'TSSymbolKeyword', 'TSTemplateLiteralType', 'TSThisType', 'TSTupleType',
  'TSTypeAliasDeclaration', 'TSTypeAnnotation', 'TSTypeAssertion', 'TSTypeLiteral', 'TSTypeOperator', 'TSTypeParameter',
  'TSTypeParameterDeclaration', 'TSTypeParameterInstantiation', 'TSTypePredicate', 'TSTypeQuery', 'TSTypeReference',
  'TSUndefinedKeyword', 'TSUnionType', 'TSUnknownKeyword', 'TSVoidKeyword', 'TaggedTemplateExpression', 'TemplateElement',
  'TemplateLiteral', 'ThisExpression', 'ThrowStatement', 'TryStatement', 'UnaryExpression', 'UpdateExpression',
  'VariableDeclaration', 'VariableDeclarator', 'WhileStatement', 'WithStatement', 'YieldExpression',
] as const satisfies readonly NodeType[];

// Fails to compile when typescript-eslint adds a node type that the list above lacks.
type MissingNodeType = Exclude<NodeType, (typeof nodeTypeNames)[number]>;
export const everyNodeTypeListed: [MissingNodeType] extends [never] ? true : MissingNodeType = true;

/** `AST_NODE_TYPES`: every member's value is its name. */
export const AST_NODE_TYPES = Object.freeze(Object.fromEntries(nodeTypeNames.map((n) => [n, n]))) as unknown as typeof NodeTypes;
export type AST_NODE_TYPES = NodeTypes;

const definitionTypes = {
  CatchClause: 'CatchClause',
  ClassName: 'ClassName',
  FunctionName: 'FunctionName',
  ImplicitGlobalVariable: 'ImplicitGlobalVariable',
  ImportBinding: 'ImportBinding',
  Parameter: 'Parameter',
  TSEnumName: 'TSEnumName',
  TSEnumMember: 'TSEnumMemberName',
  TSModuleName: 'TSModuleName',
  Type: 'Type',
  Variable: 'Variable',
} as const satisfies { [K in keyof typeof Lint.Scope.DefinitionType]: `${(typeof Lint.Scope.DefinitionType)[K]}` };

/* eslint-disable @typescript-eslint/no-namespace -- the same shape as @typescript-eslint/utils' TSESLint namespace, so rule files only change their import line */
export namespace TSESLint {
  export type RuleContext<MessageIds extends string, Options extends readonly unknown[]> = Lint.RuleContext<MessageIds, Options>;
  export type RuleFixer = Lint.RuleFixer;
  export type RuleFix = Lint.RuleFix;
  export type RuleListener = Lint.RuleListener;
  export type RuleModule<MessageIds extends string, Options extends readonly unknown[] = []> = Lint.RuleModule<MessageIds, Options>;
  export type ReportDescriptor<MessageIds extends string> = Lint.ReportDescriptor<MessageIds>;
  export type ReportFixFunction = Lint.ReportFixFunction;
  export type SuggestionReportDescriptor<MessageIds extends string> = Lint.SuggestionReportDescriptor<MessageIds>;
  export type SourceCode = Lint.SourceCode;
  export namespace Scope {
    export type Scope = Lint.Scope.Scope;
    export type Variable = Lint.Scope.Variable;
    export type Reference = Lint.Scope.Reference;
    export type Definition = Lint.Scope.Definition;
    export const DefinitionType = definitionTypes as unknown as typeof Lint.Scope.DefinitionType;
  }
}
/* eslint-enable @typescript-eslint/no-namespace */

type Scope = Lint.Scope.Scope;

/** The innermost scope whose block contains `node`, starting from `scope`. */
function innermostScope(scope: Scope, node: { range: readonly [number, number] }): Scope {
  const at = node.range[0];
  let inner = scope;
  descend: for (;;) {
    // a loop, not `find`: asked for every name resolved, often in scopes with many children
    for (const child of inner.childScopes) {
      if (child.block.range[0] <= at && at < child.block.range[1]) {
        inner = child;
        continue descend;
      }
    }
    return inner;
  }
}

/** Resolves a name (or an identifier, from its own innermost scope) to its variable, walking outward. */
function findVariable(initialScope: Scope, nameOrNode: string | { name: string; range: readonly [number, number] }): Lint.Scope.Variable | null {
  let scope: Scope | null = typeof nameOrNode === 'string' ? initialScope : innermostScope(initialScope, nameOrNode);
  const name = typeof nameOrNode === 'string' ? nameOrNode : nameOrNode.name;
  for (; scope; scope = scope.upper) {
    const variable = scope.set.get(name);
    if (variable) return variable;
  }
  return null;
}

export const ASTUtils = { findVariable };

const NO_TYPES =
  'needs type information, which this file was parsed without. Use completeness.configs.recommendedTypeChecked ' +
  '(it sets parserOptions.projectService for TypeScript files), or turn the typed rules off for this file with completeness.configs.disableTypeChecked.';

/** The parser services of the file; throws when they lack a TypeScript program (unless `allowWithoutTypes`). */
function getParserServices(context: Readonly<Lint.RuleContext<string, readonly unknown[]>>, allowWithoutTypes?: false): ParserServicesWithTypeInformation;
function getParserServices(context: Readonly<Lint.RuleContext<string, readonly unknown[]>>, allowWithoutTypes: boolean): ParserServices;
function getParserServices(context: Readonly<Lint.RuleContext<string, readonly unknown[]>>, allowWithoutTypes = false): ParserServices {
  const services: Partial<ParserServices> | undefined = context.sourceCode.parserServices;
  if (services?.esTreeNodeToTSNodeMap == null || (services.program == null && !allowWithoutTypes)) {
    throw new Error(`completeness/${context.id.replace(/^completeness\//, '')} ${NO_TYPES}`);
  }
  return services as ParserServices;
}

export const ESLintUtils = { getParserServices };
