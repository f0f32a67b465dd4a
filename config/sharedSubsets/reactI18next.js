// What the suite uses of react-i18next, shared in the package's place (config/webpack.factory.js): a shared module
// is not tree-shaken, and the whole package weighs ~9 KB brotli against ~2.5 KB for these. A screen importing a
// name this list lacks fails the build ("export ... was not found in 'react-i18next'"): add the name here.
// 'react-i18next/whole' is the package's ES build (an alias of the factory).
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next/whole';
