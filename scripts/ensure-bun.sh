# Sourced by start.sh and test.sh: makes the pinned Bun (package.json "packageManager")
# available as `bun`, installing it from the npm registry into .tools/ when missing.
# Only Node and npm are assumed.
BUN_VERSION="$(sed -n 's/.*"packageManager": *"bun@\([0-9.]*\)".*/\1/p' package.json)"
if [ "$(bun --version 2>/dev/null)" != "$BUN_VERSION" ]; then
  if [ "$(.tools/node_modules/.bin/bun --version 2>/dev/null)" != "$BUN_VERSION" ]; then
    echo "Installing Bun $BUN_VERSION from the npm registry into .tools/ ..."
    mkdir -p .tools
    npm install --prefix .tools --no-save --no-audit --no-fund --loglevel=error "bun@$BUN_VERSION" >/dev/null 2>.tools/npm-install.log || {
      cat .tools/npm-install.log >&2
      echo "Could not install Bun $BUN_VERSION with npm; see the lines above." >&2
      exit 1
    }
  fi
  export PATH="$PWD/.tools/node_modules/.bin:$PATH"
fi
export BUN_VERSION
