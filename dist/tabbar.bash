# bash completion for tabbar: generated from Sources/tabbar/CommandLine by `make cli-docs`; do not edit.
# Subcommands, each one's options, and the values each option takes.
_tabbar_files() {
    local pattern
    COMPREPLY=($(compgen -d -- "$cur"))
    if [ $# -eq 0 ]; then COMPREPLY+=($(compgen -f -- "$cur")); return; fi
    for pattern in "$@"; do COMPREPLY+=($(compgen -f -X "!$pattern" -- "$cur")); done
}
# The names in one group of `tabbar list`, read as Tab is pressed (the demos change after the build).
_tabbar_listed() {
    tabbar list 2>/dev/null | sed -n "/^$1\$/,/^[^ ]/s/^  \([^ ]*\)\$/\1/p"
}
_tabbar() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
    local command=${COMP_WORDS[1]} options values positional=""
    case "$command" in
        render|filmstrip|animate|export|plot|compare|gallery|check|list|schema) ;;
        *) command="" ;;
    esac
    case "$command" in
        "")
            options="--config --demo --size --trace --exit-after --slow --script --fixed-step --watch --reduce-motion --scale --hud --capture --report --update-snapshots --record --show-repaints --device --device-overlay --control --timeline --version --help"
            case "$prev" in
                --config) _tabbar_files '*.json'; return ;;
                --demo) values="$(_tabbar_listed demos)" ;;
                --size) return ;;
                --exit-after) return ;;
                --slow) return ;;
                --script) _tabbar_files '*.json'; return ;;
                --scale) return ;;
                --capture) _tabbar_files '*.gif'; return ;;
                --report) _tabbar_files '*.xml' '*.html'; return ;;
                --record) _tabbar_files '*.json'; return ;;
                --device) values="iPhone-SE iPhone-15 iPhone-15-Pro-Max Pixel-8 iPad-11" ;;
                --control) values="keep-open $options" ;;
            esac ;;
        render)
            options="--config --demo --size --scale --device --device-overlay --output --select --at -o --help"
            case "$prev" in
                --config) _tabbar_files '*.json'; return ;;
                --demo) values="$(_tabbar_listed demos)" ;;
                --size) return ;;
                --scale) return ;;
                --device) values="iPhone-SE iPhone-15 iPhone-15-Pro-Max Pixel-8 iPad-11" ;;
                --output|-o) _tabbar_files ; return ;;
                --select) return ;;
                --at) return ;;
            esac ;;
        filmstrip)
            options="--config --demo --size --scale --device --device-overlay --output --animation --transition --indicator --item --role --frames --crop --onion -o --help"
            case "$prev" in
                --config) _tabbar_files '*.json'; return ;;
                --demo) values="$(_tabbar_listed demos)" ;;
                --size) return ;;
                --scale) return ;;
                --device) values="iPhone-SE iPhone-15 iPhone-15-Pro-Max Pixel-8 iPad-11" ;;
                --output|-o) _tabbar_files ; return ;;
                --animation) values="bounce pop rotate-left rotate-right fume frames flip-left flip-right flip-top flip-bottom curl-up curl-down cross-dissolve press none jelly lottie" ;;
                --transition) values="push cross-dissolve bubble modal move slide none" ;;
                --indicator) values="colorful-mask bottom-line pill none" ;;
                --item) return ;;
                --role) values="select deselect reselect push pop present dismiss tab" ;;
                --frames) return ;;
                --crop) values="item bar window" ;;
            esac ;;
        animate)
            options="--config --demo --size --scale --device --device-overlay --output --animation --transition --indicator --item --crop --slow -o --help"
            case "$prev" in
                --config) _tabbar_files '*.json'; return ;;
                --demo) values="$(_tabbar_listed demos)" ;;
                --size) return ;;
                --scale) return ;;
                --device) values="iPhone-SE iPhone-15 iPhone-15-Pro-Max Pixel-8 iPad-11" ;;
                --output|-o) _tabbar_files ; return ;;
                --animation) values="bounce pop rotate-left rotate-right fume frames flip-left flip-right flip-top flip-bottom curl-up curl-down cross-dissolve press none jelly lottie" ;;
                --transition) values="push cross-dissolve bubble modal move slide none" ;;
                --indicator) values="colorful-mask bottom-line pill none" ;;
                --item) return ;;
                --crop) values="item bar window" ;;
                --slow) return ;;
            esac ;;
        export)
            options="--config --demo --size --scale --device --device-overlay --output --animation --transition --indicator --item --lottie --format --role --crop -o --help"
            case "$prev" in
                --config) _tabbar_files '*.json'; return ;;
                --demo) values="$(_tabbar_listed demos)" ;;
                --size) return ;;
                --scale) return ;;
                --device) values="iPhone-SE iPhone-15 iPhone-15-Pro-Max Pixel-8 iPad-11" ;;
                --output|-o) _tabbar_files ; return ;;
                --animation) values="bounce pop rotate-left rotate-right fume frames flip-left flip-right flip-top flip-bottom curl-up curl-down cross-dissolve press none jelly lottie" ;;
                --transition) values="push cross-dissolve bubble modal move slide none" ;;
                --indicator) values="colorful-mask bottom-line pill none" ;;
                --item) return ;;
                --format) values="swift kotlin css" ;;
                --role) values="select deselect reselect push pop present dismiss tab" ;;
                --crop) values="item bar window" ;;
            esac ;;
        plot)
            options="--config --demo --size --scale --device --device-overlay --output --animation --transition --indicator --item --role --velocity --format -o --help"
            case "$prev" in
                --config) _tabbar_files '*.json'; return ;;
                --demo) values="$(_tabbar_listed demos)" ;;
                --size) return ;;
                --scale) return ;;
                --device) values="iPhone-SE iPhone-15 iPhone-15-Pro-Max Pixel-8 iPad-11" ;;
                --output|-o) _tabbar_files ; return ;;
                --animation) values="bounce pop rotate-left rotate-right fume frames flip-left flip-right flip-top flip-bottom curl-up curl-down cross-dissolve press none jelly lottie" ;;
                --transition) values="push cross-dissolve bubble modal move slide none" ;;
                --indicator) values="colorful-mask bottom-line pill none" ;;
                --item) return ;;
                --role) values="select deselect reselect push pop present dismiss tab" ;;
                --format) values="png csv" ;;
            esac ;;
        compare)
            options="--config --size --scale --device --device-overlay --output --animation --transition --item --frames --trace --exit-after -o --help"
            positional="*.json"
            case "$prev" in
                --config) _tabbar_files '*.json'; return ;;
                --size) return ;;
                --scale) return ;;
                --device) values="iPhone-SE iPhone-15 iPhone-15-Pro-Max Pixel-8 iPad-11" ;;
                --output|-o) _tabbar_files ; return ;;
                --animation) values="bounce pop rotate-left rotate-right fume frames flip-left flip-right flip-top flip-bottom curl-up curl-down cross-dissolve press none jelly lottie" ;;
                --transition) values="push cross-dissolve bubble modal move slide none" ;;
                --item) return ;;
                --frames) return ;;
                --exit-after) return ;;
            esac ;;
        gallery)
            options="--config --scale --frames --size --exit-after --output -o --help"
            case "$prev" in
                --config) _tabbar_files '*.json'; return ;;
                --scale) return ;;
                --frames) return ;;
                --size) return ;;
                --exit-after) return ;;
                --output|-o) _tabbar_files '*.png'; return ;;
            esac ;;
        check)
            options="--config --demo --size --interruptions --seed --report --output -o --help"
            case "$prev" in
                --config) _tabbar_files '*.json'; return ;;
                --demo) values="$(_tabbar_listed demos)" ;;
                --size) return ;;
                --interruptions) return ;;
                --seed) return ;;
                --report) _tabbar_files '*.xml'; return ;;
                --output|-o) _tabbar_files '*.png'; return ;;
            esac ;;
        list)
            options="--help"
            case "$prev" in
            esac ;;
        schema)
            options="--script --undescribed --help"
            case "$prev" in
            esac ;;
    esac
    if [ -n "$values" ]; then COMPREPLY=($(compgen -W "$values" -- "$cur")); return; fi
    if [[ "$cur" != -* ]]; then
        if [ -z "$command" ] && [ "$COMP_CWORD" -eq 1 ]; then
            COMPREPLY=($(compgen -W "render filmstrip animate export plot compare gallery check list schema" -- "$cur")); return
        fi
        if [ -n "$positional" ]; then _tabbar_files "$positional"; return; fi
    fi
    COMPREPLY=($(compgen -W "$options" -- "$cur"))
}
complete -F _tabbar tabbar
