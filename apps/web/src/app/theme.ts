import { createTheme, type MantineThemeComponents } from '@mantine/core';

/**
 * Mantine writes the required asterisk into the <label> text ("Email *"), so the label no longer
 * reads as the field's name (`getByLabel('Email', { exact: true })`, speech). The asterisk is drawn
 * by app.css instead, as generated content with empty alternative text.
 */
const inputs = ['TextInput', 'PasswordInput', 'Select', 'MultiSelect', 'NativeSelect', 'NumberInput', 'Textarea', 'FileInput', 'InputWrapper'];
const components: MantineThemeComponents = Object.fromEntries(
  inputs.map((name) => [name, { defaultProps: { withAsterisk: false } }]),
);

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components,
});
