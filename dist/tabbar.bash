# bash completion for tabbar: commands, options, device, animation and demo names, files.
_tabbar() {
    local cur prev words cword
    _init_completion 2>/dev/null || { cur=${COMP_WORDS[COMP_CWORD]}; prev=${COMP_WORDS[COMP_CWORD-1]}; }
    case "$prev" in
        --control) COMPREPLY=($(compgen -W "keep-open" -- "$cur")); return ;;
        --config|--script) COMPREPLY=($(compgen -f -X '!*.json' -- "$cur") $(compgen -d -- "$cur")); return ;;
        -o|--output|--capture|--record|--report) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --device)
            local IFS=$'\n'
            COMPREPLY=($(compgen -W "$(tabbar list 2>/dev/null | sed -n '/^devices/,/^[^ ]/s/^  \(.*[^ ]\)  [0-9]*x[0-9]*.*/\1/p' | tr ' ' '-' | tr -d '"')" -- "$cur"))
            return ;;
        --format) COMPREPLY=($(compgen -W "png csv" -- "$cur")); return ;;
        --interruptions|--seed) return ;;
        --animation|--transition|--indicator)
            COMPREPLY=($(compgen -W "$(tabbar list 2>/dev/null | sed -n '/^devices/q; s/^  \([a-z-]*\)$/\1/p')" -- "$cur")); return ;;
        --demo)
            COMPREPLY=($(compgen -W "$(tabbar list 2>/dev/null | sed -n '/^demos/,$s/^  \([^ ]*\)$/\1/p')" -- "$cur")); return ;;
    esac
    if [ "$COMP_CWORD" -eq 1 ] && [[ "$cur" != -* ]]; then
        COMPREPLY=($(compgen -W "render filmstrip animate export plot compare gallery check list schema" -- "$cur")); return
    fi
    COMPREPLY=($(compgen -W "--config --demo --size --device --device-overlay --control --timeline --trace --exit-after --slow --script --fixed-step
        --watch --reduce-motion --scale --hud --capture --record --report --update-snapshots --show-repaints --version --help --select --at
        --frames --item --role --crop --onion --animation --transition --indicator --velocity --lottie --format
        --interruptions --seed -o --output" -- "$cur"))
}
complete -F _tabbar tabbar
