// DocSearch's stylesheet, imported on demand by DocSearchBox.
declare module '@docsearch/css/dist/style.css';
