/**
 * The routing the suite uses, and the one module that imports react-router: shared as one module
 * ('shared-contracts/routing'), so a page has one router whose context every remote reads, and loads only these
 * pieces (~13 KB gzip; react-router-dom shared whole was ~61 KB, as shared modules are not tree-shaken).
 * Screens, the shell and the platform import routing from here (lint enforces it); a piece this list lacks is one
 * more name here (a shared-contracts change: rebuild the shell).
 */
export { BrowserRouter, Link, MemoryRouter, Navigate, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router';
