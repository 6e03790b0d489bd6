import {
  GraphQLError,
  getNullableType,
  getOperationAST,
  isListType,
  NoSchemaIntrospectionCustomRule,
  type ValidationRule,
} from 'graphql';
import { type ComplexityEstimatorArgs, createComplexityRule } from 'graphql-query-complexity';

/** The deepest query answered: the viewer's enrollments' program name is 6 levels down. */
export const MAX_DEPTH = 7;

/** The most a query may cost: the whole viewer costs 490, three of it through aliases too much. */
export const MAX_COST = 1000;

/** How many items a list is counted as, since its length is only known once it is read. */
const LIST_SIZE = 10;

/** Each field costs 1 plus what is selected under it, times LIST_SIZE for a list. */
function fieldCost({ field, childComplexity }: ComplexityEstimatorArgs): number {
  const multiplier = isListType(getNullableType(field.type)) ? LIST_SIZE : 1;
  return 1 + childComplexity * multiplier;
}

/**
 * Refuses a query costing more than MAX_COST. The cost is that of the operation that will run,
 * with the request's variables (they decide @include and @skip).
 */
function costRule(variables: Record<string, unknown> | undefined, operationName?: string) {
  const rule: ValidationRule = (context) => {
    const operation = getOperationAST(context.getDocument(), operationName);
    // No such operation: nothing runs, and execution answers which name is wrong.
    if (!operation) return {};
    return createComplexityRule({
      maximumComplexity: MAX_COST,
      estimators: [fieldCost],
      variables: variables ?? {},
      ...(operation.name ? { operationName: operation.name.value } : {}),
      createError: (max, actual) =>
        new GraphQLError(
          `The query costs ${actual}, more than the ${max} allowed (each field costs 1, a list counts as ${LIST_SIZE} items).`,
        ),
    })(context);
  };
  return rule;
}

/** The validation rules beyond GraphQL's own: the cost, and no introspection in production. */
export function validationRules(isProduction: boolean) {
  return ({
    variables,
    operationName,
  }: {
    variables?: Record<string, unknown>;
    operationName?: string;
  }): ValidationRule[] => [
    costRule(variables, operationName),
    ...(isProduction ? [NoSchemaIntrospectionCustomRule] : []),
  ];
}
