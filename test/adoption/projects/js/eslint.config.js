import completeness from 'completeness/eslint-plugin';
export default [completeness.configs.recommended];
