import { createTheme, type MantineThemeComponents } from '@mantine/core';

/**
 * Mantine writes the required asterisk into the <label> text ("Email *"), so the label no longer
 * reads as the field's name (`getByLabel('Email', { exact: true })`, speech). The asterisk is drawn
 * by app.css instead, as generated content with empty alternative text.
 */
const inputs = ['TextInput', 'PasswordInput', 'Select', 'MultiSelect', 'NativeSelect', 'NumberInput', 'Textarea', 'FileInput', 'InputWrapper'];
const components: MantineThemeComponents = {
  ...Object.fromEntries(inputs.map((name) => [name, { defaultProps: { withAsterisk: false } }])),
  // Scrollbars shown whenever there is more to see, not only under the mouse: a table wider than the window
  // must show that its money columns are there (Mantine's default, 'hover', hid them).
  ScrollArea: { defaultProps: { type: 'auto' } },
  ScrollAreaAutosize: { defaultProps: { type: 'auto' } },
};

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components,
});
