// DocSearch's stylesheets, imported on demand by DocSearchBox.
declare module '@docsearch/css/dist/*.css';
