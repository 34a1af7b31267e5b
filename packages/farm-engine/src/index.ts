/** The farm game's rules as pure, deterministic functions over a plain state (issue 6). */
export {};
