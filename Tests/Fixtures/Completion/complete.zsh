# zsh -f complete.zsh DIR LINE: the matches zsh's completion system offers at the end of LINE
# ("tabbar render --fr"), with the completion functions in DIR, sorted, one a line.
# An interactive zsh in a pseudo-terminal is sent the words and a Tab; compadd is wrapped to
# write the matches it is given to a file, and a post-completion hook prints a marker.
zmodload zsh/zpty || exit 2
dir=$1; shift
out=$(mktemp)
zpty z zsh -f -i
zpty -w z "PROMPT=''; fpath=(${(q)dir} \$fpath); autoload -Uz compinit; compinit -u -D"
zpty -w z "bindkey '^I' complete-word; zstyle ':completion:*' list-prompt ''; zstyle ':completion:*' menu no"
zpty -w z "compadd() { if (( \${@[(I)-[OAD]*]} )); then builtin compadd \"\$@\"; return; fi;"\
" local -a hits; builtin compadd -A hits \"\$@\"; print -rl -- \$hits >> ${(q)out}; builtin compadd \"\$@\" }"
zpty -w z "tabbar_done() { print -n '@@END''@@' }; comppostfuncs=(tabbar_done)"
zpty -w -n z "$1"$'\t'
zpty -r z reply '*@@END@@*' || exit 2
# Errors the completion function printed on the terminal go to stderr, for the test to see.
print -r -- "$reply" | grep -a -o '_arguments:.*' >&2
zpty -d z
LC_ALL=C sort -u $out
rm -f $out
